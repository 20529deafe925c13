export * from './availability';
export * from './bookings';
export * from './clock';
export * from './maintenance-hours';
export * from './transitions';
export * from './window';
