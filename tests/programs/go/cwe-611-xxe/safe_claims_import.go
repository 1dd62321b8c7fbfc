// Imports an insurer's XML remittance file and returns a summary of the settled claims.
package billing

import (
	"encoding/json"
	"io"
	"net/http"

	"github.com/lestrrat-go/libxml2/parser"
	"github.com/lestrrat-go/libxml2/types"
)

type remittanceSummary struct {
	Payer  string   `json:"payer"`
	Claims []string `json:"claims"`
}

func parseRemittance(data []byte) (*remittanceSummary, error) {
	p := parser.New(parser.XMLParseNoNet)
	doc, err := p.Parse(data)
	if err != nil {
		return nil, err
	}
	defer doc.Free()
	sum := &remittanceSummary{}
	payer, err := doc.Find("string(/remittance/payer/name)")
	if err == nil {
		sum.Payer = payer.String()
		payer.Free()
	}
	nodes, err := doc.Find("/remittance/claim")
	if err != nil {
		return nil, err
	}
	defer nodes.Free()
	for _, n := range nodes.NodeList() {
		if el, ok := n.(types.Element); ok {
			sum.Claims = append(sum.Claims, el.TextContent())
		}
	}
	return sum, nil
}

func ImportRemittance(w http.ResponseWriter, r *http.Request) {
	data, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 4<<20))
	if err != nil {
		http.Error(w, "file too large", http.StatusRequestEntityTooLarge)
		return
	}
	sum, err := parseRemittance(data)
	if err != nil {
		http.Error(w, "invalid remittance file", http.StatusUnprocessableEntity)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(sum)
}
