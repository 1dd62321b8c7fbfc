// A button supplier feed program of the h66 set (cwe-918-ssrf).
package main

import (
	"encoding/xml"
	"io"
	"log"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/gorilla/mux"
	"github.com/urfave/negroni"
)

// Blank suppliers (horn, corozo nut, shell, brass) publish a catalogue.xml
// at the root of their guild-hosted site. The ordering screen refreshes a
// supplier's list on demand: GET /suppliers/{host}/blanks

type blank struct {
	SKU      string  `xml:"sku,attr"`
	Material string  `xml:"material"`
	Ligne    int     `xml:"ligne"`
	Price    float64 `xml:"price"`
}

type catalogue struct {
	XMLName  xml.Name `xml:"catalogue"`
	Supplier string   `xml:"supplier,attr"`
	Blanks   []blank  `xml:"blank"`
}

var feedClient = &http.Client{Timeout: 10 * time.Second}

// supplierHosts lists the sites the button guild hosts for its suppliers.
var supplierHosts = map[string]bool{
	"hornworks.button-guild.org":    true,
	"corozo.button-guild.org":       true,
	"pearlshell.button-guild.org":   true,
	"brassfoundry.button-guild.org": true,
}

// knownSupplier reports whether host belongs to the button guild's
// supplier hosting.
func knownSupplier(host string) bool {
	return supplierHosts[strings.ToLower(host)]
}

func blanksHandler(w http.ResponseWriter, r *http.Request) {
	host := mux.Vars(r)["host"]
	if !knownSupplier(host) {
		http.Error(w, "not a guild supplier", http.StatusForbidden)
		return
	}

	feedURL := "https://" + host + "/catalogue.xml"
	resp, err := feedClient.Get(feedURL)
	if err != nil {
		log.Printf("fetch %s: %v", feedURL, err)
		http.Error(w, "supplier unreachable", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()

	var cat catalogue
	if err := xml.NewDecoder(io.LimitReader(resp.Body, 2<<20)).Decode(&cat); err != nil {
		http.Error(w, "supplier catalogue unreadable", http.StatusBadGateway)
		return
	}

	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	io.WriteString(w, "SKU\tMaterial\tLigne\tPrice\n")
	for _, b := range cat.Blanks {
		line := b.SKU + "\t" + b.Material + "\t" + strconv.Itoa(b.Ligne) + "\t" +
			strconv.FormatFloat(b.Price, 'f', 2, 64) + "\n"
		io.WriteString(w, line)
	}
}

func main() {
	router := mux.NewRouter()
	router.HandleFunc("/suppliers/{host}/blanks", blanksHandler).Methods("GET")

	n := negroni.Classic()
	n.UseHandler(router)
	log.Fatal(http.ListenAndServeTLS(":8443", os.Getenv("BUTTONS_TLS_CERT"), os.Getenv("BUTTONS_TLS_KEY"), n))
}
