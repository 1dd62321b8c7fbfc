// Invoice download endpoint that streams a generated PDF invoice by file name.
package main

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
)

const invoiceRoot = "/srv/invoices"

func downloadInvoice(w http.ResponseWriter, r *http.Request) {
	name := filepath.Base(r.URL.Query().Get("file"))
	if name == "." || name == ".." || name == string(filepath.Separator) {
		http.Error(w, "bad file name", http.StatusBadRequest)
		return
	}
	f, err := os.Open(filepath.Join(invoiceRoot, name))
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	defer f.Close()
	w.Header().Set("Content-Type", "application/octet-stream")
	w.Header().Set("Content-Disposition", "attachment")
	io.Copy(w, f)
}

func main() {
	http.HandleFunc("/invoices/download", downloadInvoice)
}
