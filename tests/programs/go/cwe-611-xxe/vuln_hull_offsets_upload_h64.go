// A hull offsets upload program of the h64 set (cwe-611-xxe).
package main

import (
	"encoding/json"
	"log"
	"net/http"
	"os"
	"sort"
	"time"

	"github.com/gorilla/mux"
	"github.com/lestrrat-go/libxml2/parser"
	"github.com/lestrrat-go/libxml2/xpath"
)

// offsets tables come from the lofting software as XML:
// <offsets vessel="..."><station n="4"><point wl="600" half="1412"/>...</station></offsets>
type station struct {
	Number      float64            `json:"number"`
	HalfBreadth map[string]float64 `json:"half_breadths_mm"`
}

var xmlParser = parser.New(parser.XMLParseNoEnt, parser.XMLParseDTDLoad)

func uploadOffsets(w http.ResponseWriter, r *http.Request) {
	yard := mux.Vars(r)["yard"]
	doc, err := xmlParser.ParseReader(http.MaxBytesReader(w, r.Body, 4<<20))
	if err != nil {
		http.Error(w, "offsets file is not valid XML", http.StatusBadRequest)
		return
	}
	defer doc.Free()

	vessel := xpath.String(doc.Find("/offsets/@vessel"))
	designer := xpath.String(doc.Find("/offsets/designer/text()"))
	var stations []station
	for _, n := range xpath.NodeList(doc.Find("/offsets/station")) {
		st := station{Number: xpath.Number(n.Find("number(@n)")), HalfBreadth: map[string]float64{}}
		for _, p := range xpath.NodeList(n.Find("point")) {
			wl := xpath.String(p.Find("@wl"))
			st.HalfBreadth[wl] = xpath.Number(p.Find("number(@half)"))
		}
		stations = append(stations, st)
	}
	sort.Slice(stations, func(i, j int) bool { return stations[i].Number < stations[j].Number })

	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{
		"yard":     yard,
		"vessel":   vessel,
		"designer": designer,
		"stations": stations,
	})
}

func main() {
	r := mux.NewRouter()
	r.HandleFunc("/yards/{yard}/offsets", uploadOffsets).Methods(http.MethodPost)
	srv := &http.Server{Addr: ":8443", Handler: r, ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
