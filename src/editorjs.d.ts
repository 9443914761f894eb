// These two Editor.js tools ship no type declarations (TOOLCHAIN.md).
declare module '@editorjs/marker';
declare module '@editorjs/embed';
