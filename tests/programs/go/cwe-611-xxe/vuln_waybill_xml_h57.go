// Waste management compliance service: ingests hauliers' XML waste-transfer notes uploaded over HTTP.
package transfernotes

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"

	"github.com/lestrrat-go/libxml2/parser"
	"github.com/lestrrat-go/libxml2/types"
)

type TransferNote struct {
	NoteID    string `json:"note_id"`
	Carrier   string `json:"carrier"`
	WasteCode string `json:"waste_code"`
	Tonnes    string `json:"tonnes"`
}

type NoteParser struct{ p *parser.Parser }

func NewNoteParser() *NoteParser {
	return &NoteParser{p: parser.New(parser.XMLParseNoEnt, parser.XMLParseDTDLoad)}
}

func text(doc types.Document, xpath string) string {
	res, err := doc.Find("string(" + xpath + ")")
	if err != nil {
		return ""
	}
	defer res.Free()
	return res.String()
}

func (np *NoteParser) Parse(body []byte) (TransferNote, error) {
	doc, err := np.p.Parse(body)
	if err != nil {
		return TransferNote{}, fmt.Errorf("transfer note is not well-formed: %w", err)
	}
	defer doc.Free()
	return TransferNote{
		NoteID:    text(doc, "/transferNote/@id"),
		Carrier:   text(doc, "/transferNote/carrier/name"),
		WasteCode: text(doc, "/transferNote/waste/ewcCode"),
		Tonnes:    text(doc, "/transferNote/waste/quantity"),
	}, nil
}

type UploadController struct {
	parser *NoteParser
	save   func(TransferNote) error
}

func (c *UploadController) Upload(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 2<<20))
	if err != nil {
		http.Error(w, "could not read body", http.StatusBadRequest)
		return
	}
	note, err := c.parser.Parse(body)
	if err != nil || c.save(note) != nil {
		http.Error(w, "rejected transfer note", http.StatusUnprocessableEntity)
		return
	}
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(note)
}
