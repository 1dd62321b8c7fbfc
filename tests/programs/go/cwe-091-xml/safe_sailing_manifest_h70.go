// A sailing manifest program of the h70 set (cwe-091-xml).
package main

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"log"
	"net/http"
	"strings"

	"github.com/go-chi/chi/v5"
)

type passenger struct {
	Name        string `json:"name"`
	Nationality string `json:"nationality"`
	Cabin       string `json:"cabin"`
	Assistance  bool   `json:"assistance"`
}

type vehicle struct {
	Registration string  `json:"registration"`
	Kind         string  `json:"kind"`
	LengthM      float64 `json:"length_m"`
}

type manifestRequest struct {
	Vessel     string      `json:"vessel"`
	Departs    string      `json:"departs"`
	Passengers []passenger `json:"passengers"`
	Vehicles   []vehicle   `json:"vehicles"`
}

type element struct {
	tag   string
	attrs [][2]string
	text  string
}

func text(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(s))
	return b.String()
}

func attr(s string) string {
	return text(s)
}

func (e element) write(b *strings.Builder) {
	b.WriteString("<" + e.tag)
	for _, kv := range e.attrs {
		fmt.Fprintf(b, ` %s="%s"`, kv[0], attr(kv[1]))
	}
	fmt.Fprintf(b, ">%s</%s>\n", text(e.text), e.tag)
}

func (m manifestRequest) elements() []element {
	els := make([]element, 0, len(m.Passengers)+len(m.Vehicles))
	for _, p := range m.Passengers {
		els = append(els, element{
			tag:   "passenger",
			attrs: [][2]string{{"nationality", p.Nationality}, {"cabin", p.Cabin}, {"assist", fmt.Sprint(p.Assistance)}},
			text:  p.Name,
		})
	}
	for _, v := range m.Vehicles {
		els = append(els, element{
			tag:   "vehicle",
			attrs: [][2]string{{"kind", v.Kind}, {"length", fmt.Sprintf("%.1f", v.LengthM)}},
			text:  v.Registration,
		})
	}
	return els
}

func manifestHandler(w http.ResponseWriter, r *http.Request) {
	var req manifestRequest
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<20)).Decode(&req); err != nil {
		http.Error(w, "bad manifest payload", http.StatusBadRequest)
		return
	}
	sailingID := chi.URLParam(r, "sailing")

	var b strings.Builder
	b.WriteString(xml.Header)
	fmt.Fprintf(&b, "<manifest sailing=\"%s\" vessel=\"%s\" departs=\"%s\">\n", attr(sailingID), attr(req.Vessel), attr(req.Departs))
	for _, el := range req.elements() {
		el.write(&b)
	}
	b.WriteString("</manifest>\n")

	w.Header().Set("Content-Type", "application/xml")
	if _, err := w.Write([]byte(b.String())); err != nil {
		log.Printf("manifest %s: %v", sailingID, err)
	}
}

func main() {
	r := chi.NewRouter()
	r.Post("/sailings/{sailing}/manifest", manifestHandler)
	log.Fatal(http.ListenAndServe(":8041", r))
}
