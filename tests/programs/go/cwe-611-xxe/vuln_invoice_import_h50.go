// Imports supplier invoices uploaded as UBL XML documents into the accounts-payable queue.
package ap

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"

	"github.com/lestrrat-go/libxml2/parser"
	"github.com/lestrrat-go/libxml2/types"
)

type Invoice struct {
	Number   string `json:"number"`
	Supplier string `json:"supplier"`
	Total    string `json:"total"`
}

type Queue interface {
	Enqueue(inv Invoice) error
}

var invoiceParser = parser.New(parser.XMLParseNoEnt | parser.XMLParseDTDLoad | parser.XMLParseNoBlanks)

func text(doc types.Document, expr string) string {
	res, err := doc.Find(expr)
	if err != nil {
		return ""
	}
	defer res.Free()
	return strings.TrimSpace(res.String())
}

func ImportHandler(q Queue) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(io.LimitReader(r.Body, 2<<20))
		if err != nil {
			http.Error(w, "could not read upload", http.StatusBadRequest)
			return
		}
		doc, err := invoiceParser.Parse(body)
		if err != nil {
			http.Error(w, "invalid XML", http.StatusBadRequest)
			return
		}
		defer doc.Free()

		inv := Invoice{
			Number:   text(doc, "string(//*[local-name()='Invoice']/*[local-name()='ID'])"),
			Supplier: text(doc, "string(//*[local-name()='AccountingSupplierParty']//*[local-name()='Name'])"),
			Total:    text(doc, "string(//*[local-name()='PayableAmount'])"),
		}
		if inv.Number == "" {
			http.Error(w, "invoice number missing", http.StatusUnprocessableEntity)
			return
		}
		if err := q.Enqueue(inv); err != nil {
			http.Error(w, "queue unavailable", http.StatusServiceUnavailable)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(inv)
	}
}
