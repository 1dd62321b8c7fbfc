// Newsroom ingest endpoint that accepts a wire-agency XML story and queues its headline and body for the desk editors.
package ingest

import (
	"encoding/json"
	"io"
	"net/http"

	"github.com/lestrrat-go/libxml2/parser"
	"github.com/lestrrat-go/libxml2/xpath"
)

type WireStory struct {
	Agency   string `json:"agency"`
	Headline string `json:"headline"`
	Body     string `json:"body"`
}

type Queue interface {
	Enqueue(s WireStory) (string, error)
}

var agencies = map[string]bool{"ap": true, "reuters": true, "afp": true, "dpa": true}

var wireParser = parser.New(parser.XMLParseNoEnt, parser.XMLParseDTDLoad, parser.XMLParseNoBlanks)

func parseStory(agency string, raw []byte) (WireStory, error) {
	doc, err := wireParser.Parse(raw)
	if err != nil {
		return WireStory{}, err
	}
	defer doc.Free()
	return WireStory{
		Agency:   agency,
		Headline: xpath.String(doc.Find("normalize-space(/story/headline)")),
		Body:     xpath.String(doc.Find("string(/story/body)")),
	}, nil
}

func IngestHandler(q Queue) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		agency := r.PathValue("agency")
		if !agencies[agency] {
			http.Error(w, "unknown agency", http.StatusNotFound)
			return
		}
		raw, err := io.ReadAll(io.LimitReader(r.Body, 2<<20))
		if err != nil {
			http.Error(w, "could not read story", http.StatusBadRequest)
			return
		}
		story, err := parseStory(agency, raw)
		if err != nil {
			http.Error(w, "malformed story XML", http.StatusUnprocessableEntity)
			return
		}
		id, err := q.Enqueue(story)
		if err != nil {
			http.Error(w, "queue unavailable", http.StatusServiceUnavailable)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]string{"id": id, "headline": story.Headline})
	}
}
