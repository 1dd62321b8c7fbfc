// Newsroom ingest endpoint that accepts a wire-agency XML story and queues its headline and body for the desk editors.
package ingest

import (
	"encoding/json"
	"encoding/xml"
	"io"
	"net/http"
	"strings"
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

type storyXML struct {
	XMLName  xml.Name `xml:"story"`
	Headline string   `xml:"headline"`
	Body     string   `xml:"body"`
}

func parseStory(agency string, raw []byte) (WireStory, error) {
	var s storyXML
	if err := xml.Unmarshal(raw, &s); err != nil {
		return WireStory{}, err
	}
	return WireStory{
		Agency:   agency,
		Headline: strings.Join(strings.Fields(s.Headline), " "),
		Body:     s.Body,
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
