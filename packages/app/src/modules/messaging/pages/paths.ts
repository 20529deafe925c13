/** Mensajería's routes (SPEC §2), as its pages lead to one another. */
export const listPath = '/mensajes/listado';
export const newMessagePath = '/mensajes/nuevo';

/** A thread's chat, named by its first message's id: the thread's id in every call. */
export const chatPath = (id: number) => `/mensajes/chat?id=${id}`;
