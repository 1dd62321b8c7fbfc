// Packs one folder of the data area: filepath.Base keeps no `/`, but a name such as
// `--checkpoint-action=exec=sh` is still an option of tar.
package main

import (
	"net/http"
	"os/exec"
	"path/filepath"
)

func pack(w http.ResponseWriter, r *http.Request) {
	folder := filepath.Base(r.FormValue("folder"))
	cmd := exec.Command("tar", "-czf", "/srv/archives/out.tgz", folder)
	cmd.Dir = "/srv/data"
	if err := cmd.Run(); err != nil {
		http.Error(w, "failed", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func main() {
	http.HandleFunc("/pack", pack)
	http.ListenAndServe(":8080", nil)
}
