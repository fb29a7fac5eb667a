/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_TRANSPORT_KEY?: string;
  readonly VITE_TRANSPORT_IV?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
