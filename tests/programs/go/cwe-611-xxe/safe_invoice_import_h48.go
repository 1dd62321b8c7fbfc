// Accepts supplier invoices as XML uploads and returns a parsed summary.
package invoices

import (
	"encoding/json"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/lestrrat-go/libxml2/parser"
)

type Summary struct {
	Number string  `json:"number"`
	Lines  int     `json:"lines"`
	Total  float64 `json:"total"`
}

var invoiceParser = parser.New(parser.XMLParseNoNet)

func ImportHandler(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		http.Error(w, "read failed", http.StatusBadRequest)
		return
	}
	doc, err := invoiceParser.Parse(body)
	if err != nil {
		http.Error(w, "invalid invoice XML", http.StatusBadRequest)
		return
	}
	defer doc.Free()

	var sum Summary
	if num, err := doc.Find("string(/Invoice/Number)"); err == nil {
		sum.Number = strings.TrimSpace(num.String())
		num.Free()
	}
	amounts, err := doc.Find("/Invoice/Line/Amount")
	if err != nil {
		http.Error(w, "invoice has no lines", http.StatusUnprocessableEntity)
		return
	}
	defer amounts.Free()
	for _, n := range amounts.NodeList() {
		v, err := strconv.ParseFloat(strings.TrimSpace(n.TextContent()), 64)
		if err != nil {
			continue
		}
		sum.Lines++
		sum.Total += v
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(sum)
}
