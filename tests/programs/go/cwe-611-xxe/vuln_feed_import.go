// HTTP handler that imports a supplier product feed uploaded as XML and reports the item titles.
package feeds

import (
	"encoding/json"
	"io"
	"net/http"

	"github.com/lestrrat-go/libxml2/parser"
)

const maxFeedBytes = 5 << 20

type importResult struct {
	Count  int      `json:"count"`
	Titles []string `json:"titles"`
}

func newFeedParser() *parser.Parser {
	return parser.New(parser.XMLParseNoEnt, parser.XMLParseDTDLoad)
}

func ImportFeed(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, maxFeedBytes))
	if err != nil {
		http.Error(w, "could not read feed", http.StatusBadRequest)
		return
	}
	doc, err := newFeedParser().Parse(body)
	if err != nil {
		http.Error(w, "invalid feed", http.StatusBadRequest)
		return
	}
	defer doc.Free()

	res, err := doc.Find("//item/title")
	if err != nil {
		http.Error(w, "invalid feed", http.StatusBadRequest)
		return
	}
	defer res.Free()

	out := importResult{Titles: []string{}}
	for _, n := range res.NodeList() {
		out.Titles = append(out.Titles, n.TextContent())
	}
	out.Count = len(out.Titles)
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(out)
}
