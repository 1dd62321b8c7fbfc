// A webhook bell casting orders program of the h65 set (cwe-611-xxe).
package main

// The order desk's ERP posts new casting orders (one document per ring of
// bells) to this webhook; each bell is queued for the moulding floor and the
// parsed order is echoed back so the ERP can show what the foundry received.

import (
	"encoding/json"
	"io"
	"log"
	"net/http"
	"os"
	"strconv"
	"time"

	"github.com/lestrrat-go/libxml2/parser"
	"github.com/lestrrat-go/libxml2/types"
)

type bellOrder struct {
	Parish      string  `json:"parish"`
	Position    int     `json:"position"`
	StrikeNote  string  `json:"strikeNote"`
	WeightKg    float64 `json:"weightKg"`
	Inscription string  `json:"inscription"`
}

// Entities are left unexpanded and nothing is fetched from the network.
var orderParser = parser.New(parser.XMLParseNoNet)

func childText(n types.Node, expr string) string {
	res, err := n.Find(expr)
	if err != nil {
		return ""
	}
	defer res.Free()
	return res.String()
}

func readBells(doc types.Document) ([]bellOrder, error) {
	root, err := doc.DocumentElement()
	if err != nil {
		return nil, err
	}
	parish := childText(root, "string(@parish)")

	res, err := root.Find("bell")
	if err != nil {
		return nil, err
	}
	defer res.Free()

	var bells []bellOrder
	for _, n := range res.NodeList() {
		b := bellOrder{
			Parish:      parish,
			StrikeNote:  childText(n, "string(strikeNote)"),
			Inscription: childText(n, "string(inscription)"),
		}
		b.Position, _ = strconv.Atoi(childText(n, "string(@position)"))
		b.WeightKg, _ = strconv.ParseFloat(childText(n, "string(weightKg)"), 64)
		bells = append(bells, b)
	}
	return bells, nil
}

func receiveOrder(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 2<<20))
	if err != nil {
		http.Error(w, "could not read order", http.StatusBadRequest)
		return
	}
	doc, err := orderParser.Parse(body)
	if err != nil {
		http.Error(w, "order is not well-formed XML", http.StatusBadRequest)
		return
	}
	defer doc.Free()

	bells, err := readBells(doc)
	if err != nil || len(bells) == 0 {
		http.Error(w, "order contains no bells", http.StatusUnprocessableEntity)
		return
	}
	log.Printf("queued %d bells for %s", len(bells), bells[0].Parish)

	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusAccepted)
	_ = json.NewEncoder(w).Encode(map[string]interface{}{"queued": bells})
}

func main() {
	addr := os.Getenv("LISTEN_ADDR")
	if addr == "" {
		addr = ":8080"
	}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /hooks/casting-orders", receiveOrder)
	srv := &http.Server{Addr: addr, Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
