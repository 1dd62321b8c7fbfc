// Intake endpoint for a shipping line's port gateway that reads XML bills of lading and lists container numbers.
package edi

import (
	"encoding/json"
	"io"
	"net/http"

	"github.com/lestrrat-go/libxml2/parser"
)

type BillSummary struct {
	BillNo     string   `json:"bill_no"`
	Containers []string `json:"containers"`
}

type BillReader struct {
	p *parser.Parser
}

func NewBillReader() *BillReader {
	return &BillReader{p: parser.New(parser.XMLParseNoNet)}
}

func (br *BillReader) Summarize(body io.Reader) (*BillSummary, error) {
	doc, err := br.p.ParseReader(body)
	if err != nil {
		return nil, err
	}
	defer doc.Free()
	sum := &BillSummary{}
	if res, err := doc.Find("string(/BillOfLading/@number)"); err == nil {
		sum.BillNo = res.String()
		res.Free()
	}
	res, err := doc.Find("//Container/Number")
	if err != nil {
		return nil, err
	}
	defer res.Free()
	for _, n := range res.NodeList() {
		sum.Containers = append(sum.Containers, n.TextContent())
	}
	return sum, nil
}

type IntakeHandler struct {
	Reader  *BillReader
	MaxBody int64
}

func (h *IntakeHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body := http.MaxBytesReader(w, r.Body, h.MaxBody)
	sum, err := h.Reader.Summarize(body)
	if err != nil {
		http.Error(w, "unreadable bill of lading", http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(sum)
}
