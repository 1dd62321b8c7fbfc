// Imports a supplier invoice uploaded as XML and returns the parsed header fields.
package importer

import (
	"encoding/json"
	"io"
	"net/http"

	"github.com/lestrrat-go/libxml2/parser"
	"github.com/lestrrat-go/libxml2/xpath"
)

type InvoiceHeader struct {
	Number   string `json:"number"`
	Supplier string `json:"supplier"`
	Currency string `json:"currency"`
	Total    string `json:"total"`
}

var invoiceParser = parser.New(parser.XMLParseNoEnt | parser.XMLParseDTDLoad)

func ImportHandler(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 2<<20))
	if err != nil {
		http.Error(w, "could not read upload", http.StatusBadRequest)
		return
	}
	doc, err := invoiceParser.Parse(body)
	if err != nil {
		http.Error(w, "malformed invoice XML", http.StatusUnprocessableEntity)
		return
	}
	defer doc.Free()

	root, err := doc.DocumentElement()
	if err != nil {
		http.Error(w, "empty invoice document", http.StatusUnprocessableEntity)
		return
	}
	hdr := InvoiceHeader{
		Number:   xpath.String(root.Find("/Invoice/Number/text()")),
		Supplier: xpath.String(root.Find("/Invoice/Supplier/Name/text()")),
		Currency: xpath.String(root.Find("/Invoice/Currency/text()")),
		Total:    xpath.String(root.Find("/Invoice/Total/text()")),
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(hdr)
}
