// Go handler that runs the compaction tool in the requested mode
package handlers

import (
	"net/http"
	"os/exec"
)

func Compact(w http.ResponseWriter, r *http.Request) {
	mode := r.FormValue("mode")
	if !(mode == "fast" || mode == "thorough") {
		http.Error(w, "bad mode", http.StatusBadRequest)
		return
	}
	out, err := exec.Command("sh", "-c", "compactor --mode="+mode+" /var/lib/store").CombinedOutput()
	if err != nil {
		http.Error(w, string(out), http.StatusInternalServerError)
		return
	}
	w.Write(out)
}
