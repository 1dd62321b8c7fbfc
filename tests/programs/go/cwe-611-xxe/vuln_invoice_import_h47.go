// Imports supplier invoices posted as XML into the accounts payable queue.
package payables

import (
	"encoding/json"
	"io"
	"net/http"

	"github.com/gorilla/mux"
	"github.com/lestrrat-go/libxml2/parser"
)

const maxInvoiceBytes = 2 << 20

type Importer struct {
	Parser  *parser.Parser
	Enqueue func(supplier, body string) (string, error)
}

func NewImporter(enqueue func(string, string) (string, error)) *Importer {
	return &Importer{
		Parser:  parser.New(parser.XMLParseNoEnt | parser.XMLParseDTDLoad),
		Enqueue: enqueue,
	}
}

func (im *Importer) Upload(w http.ResponseWriter, r *http.Request) {
	supplier := mux.Vars(r)["supplier"]
	body, err := io.ReadAll(io.LimitReader(r.Body, maxInvoiceBytes))
	if err != nil {
		http.Error(w, "read failed", http.StatusBadRequest)
		return
	}
	doc, err := im.Parser.Parse(body)
	if err != nil {
		http.Error(w, "malformed invoice", http.StatusBadRequest)
		return
	}
	defer doc.Free()
	root, err := doc.DocumentElement()
	if err != nil {
		http.Error(w, "empty invoice", http.StatusBadRequest)
		return
	}
	id, err := im.Enqueue(supplier, root.TextContent())
	if err != nil {
		http.Error(w, "queue unavailable", http.StatusServiceUnavailable)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]string{"id": id, "summary": root.TextContent()})
}

func (im *Importer) Routes(r *mux.Router) {
	r.HandleFunc("/suppliers/{supplier}/invoices", im.Upload).Methods(http.MethodPost)
}
