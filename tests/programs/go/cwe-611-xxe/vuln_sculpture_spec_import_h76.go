// A studio of ice sculptors sculpture spec import program of the h76 set (cwe-611-xxe).
package main

import (
	"encoding/json"
	"io"
	"log"
	"net/http"
	"strconv"

	"github.com/lestrrat-go/libxml2/parser"
	"github.com/lestrrat-go/libxml2/types"
)

type sculptureSpec struct {
	Title  string  `json:"title"`
	Blocks int     `json:"blocks"`
	Height float64 `json:"height_cm"`
	Client string  `json:"client"`
}

// specImporter reads commission specs that clients export from their design tool.
type specImporter struct {
	parser *parser.Parser
}

func newSpecImporter() *specImporter {
	return &specImporter{parser: parser.New(parser.XMLParseNoEnt, parser.XMLParseDTDLoad)}
}

func firstText(doc types.Document, xpath string) string {
	res, err := doc.Find(xpath)
	if err != nil {
		return ""
	}
	defer res.Free()
	nodes := res.NodeList()
	if len(nodes) == 0 {
		return ""
	}
	return nodes[0].TextContent()
}

func (s *specImporter) Import(r io.Reader) (*sculptureSpec, error) {
	doc, err := s.parser.ParseReader(r)
	if err != nil {
		return nil, err
	}
	defer doc.Free()

	spec := &sculptureSpec{
		Title:  firstText(doc, "/commission/title"),
		Client: firstText(doc, "/commission/client/name"),
	}
	spec.Blocks, _ = strconv.Atoi(firstText(doc, "/commission/blocks"))
	spec.Height, _ = strconv.ParseFloat(firstText(doc, "/commission/height"), 64)
	return spec, nil
}

type uploadHandler struct {
	importer *specImporter
}

func (h *uploadHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "POST a spec file", http.StatusMethodNotAllowed)
		return
	}
	if err := r.ParseMultipartForm(2 << 20); err != nil {
		http.Error(w, "upload too large", http.StatusBadRequest)
		return
	}
	file, _, err := r.FormFile("spec")
	if err != nil {
		http.Error(w, "spec file missing", http.StatusBadRequest)
		return
	}
	defer file.Close()

	spec, err := h.importer.Import(file)
	if err != nil {
		http.Error(w, "could not read spec", http.StatusUnprocessableEntity)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(spec)
}

func main() {
	http.Handle("/commissions/import", &uploadHandler{importer: newSpecImporter()})
	log.Fatal(http.ListenAndServe(":8080", nil))
}
