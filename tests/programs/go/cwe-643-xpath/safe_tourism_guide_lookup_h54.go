// Lists bookable tour guides for a city from the tourism office's XML guide registry.
package main

import (
	"encoding/json"
	"log"
	"net/http"
	"os"
	"strings"

	"github.com/antchfx/xmlquery"
)

type guide struct {
	Name     string `json:"name"`
	Phone    string `json:"phone"`
	Language string `json:"language"`
}

func mapWhere[T any](nodes []*xmlquery.Node, keep func(*xmlquery.Node) bool, f func(*xmlquery.Node) T) []T {
	out := make([]T, 0, len(nodes))
	for _, n := range nodes {
		if keep(n) {
			out = append(out, f(n))
		}
	}
	return out
}

func toGuide(n *xmlquery.Node) guide {
	text := func(name string) string {
		if el := n.SelectElement(name); el != nil {
			return el.InnerText()
		}
		return ""
	}
	return guide{Name: text("name"), Phone: text("phone"), Language: text("language")}
}

func guidesHandler(registry *xmlquery.Node) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		city := r.URL.Query().Get("city")
		nodes, err := xmlquery.QueryAll(registry, "//guide[@public='true']")
		if err != nil {
			http.Error(w, "registry unavailable", http.StatusInternalServerError)
			return
		}
		inCity := func(n *xmlquery.Node) bool {
			el := n.SelectElement("city")
			return el != nil && strings.EqualFold(el.InnerText(), city)
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(mapWhere(nodes, inCity, toGuide))
	}
}

func main() {
	f, err := os.Open("/srv/tourism/guides.xml")
	if err != nil {
		log.Fatal(err)
	}
	registry, err := xmlquery.Parse(f)
	f.Close()
	if err != nil {
		log.Fatal(err)
	}
	http.Handle("/guides", guidesHandler(registry))
	log.Fatal(http.ListenAndServe(":8101", nil))
}
