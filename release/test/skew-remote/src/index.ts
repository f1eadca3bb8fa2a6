// Module Federation needs an entry; the remote is used only through its exposed parcel.
export {};
