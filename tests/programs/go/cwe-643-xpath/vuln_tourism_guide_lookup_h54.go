// Lists bookable tour guides for a city from the tourism office's XML guide registry.
package main

import (
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"

	"github.com/antchfx/xmlquery"
)

type guide struct {
	Name     string `json:"name"`
	Phone    string `json:"phone"`
	Language string `json:"language"`
}

func mapNodes[T any](nodes []*xmlquery.Node, f func(*xmlquery.Node) T) []T {
	out := make([]T, 0, len(nodes))
	for _, n := range nodes {
		out = append(out, f(n))
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
		expr := fmt.Sprintf("//guide[@public='true' and city='%s']", city)
		nodes, err := xmlquery.QueryAll(registry, expr)
		if err != nil {
			http.Error(w, "bad query", http.StatusBadRequest)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(mapNodes(nodes, toGuide))
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
