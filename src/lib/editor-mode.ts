// Whether the page is the CMS's edit view (page data `editor`, docs/cms-integration.md "Editor preview"): set once as
// the page starts (src/boot/start-page.tsx). A widget that drops a part of its props it cannot use (a configured form's
// field of an unknown type) says so in the edit view, where the editor can mend it, and nowhere else.
let editing = false

export const setEditorMode = (on: boolean): void => {
  editing = on
}

export const isEditorMode = (): boolean => editing
