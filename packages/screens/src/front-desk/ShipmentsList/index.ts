export { ShipmentsList, type ShipmentsListProps, shipmentsEmpty } from './ShipmentsList';
