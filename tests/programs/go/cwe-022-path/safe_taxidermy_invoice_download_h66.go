// A taxidermy invoice download program of the h66 set (cwe-022-path).
package main

import (
	"io/ioutil"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// invoiceRoot is where the bookkeeping job drops one PDF per mount,
// named inv-<year>-<number>.pdf
var invoiceRoot = "/srv/taxidermy/invoices"

func invoiceHandler(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("file")
	if !strings.HasPrefix(name, "inv-") || !strings.HasSuffix(name, ".pdf") ||
		name != filepath.Base(name) || strings.ContainsAny(name, "/\\") {
		http.Error(w, "no such invoice", http.StatusNotFound)
		return
	}

	full := filepath.Join(invoiceRoot, name)
	data, err := ioutil.ReadFile(full)
	if err != nil {
		if os.IsNotExist(err) {
			http.Error(w, "no such invoice", http.StatusNotFound)
			return
		}
		log.Printf("read invoice %s: %v", full, err)
		http.Error(w, "invoice unavailable", http.StatusInternalServerError)
		return
	}

	w.Header().Set("Content-Type", "application/pdf")
	w.Header().Set("Content-Length", strconv.Itoa(len(data)))
	w.Header().Set("Content-Disposition", "attachment; filename=invoice.pdf")
	w.Write(data)
}

func indexHandler(w http.ResponseWriter, r *http.Request) {
	files, err := ioutil.ReadDir(invoiceRoot)
	if err != nil {
		http.Error(w, "invoice shelf unavailable", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	for _, f := range files {
		if strings.HasSuffix(f.Name(), ".pdf") {
			w.Write([]byte(f.Name() + "\n"))
		}
	}
}

func main() {
	if d := os.Getenv("INVOICE_ROOT"); d != "" {
		invoiceRoot = d
	}
	http.HandleFunc("/invoices", indexHandler)
	http.HandleFunc("/invoices/download", invoiceHandler)
	log.Fatal(http.ListenAndServeTLS(":8443", os.Getenv("STUDIO_TLS_CERT"), os.Getenv("STUDIO_TLS_KEY"), nil))
}
