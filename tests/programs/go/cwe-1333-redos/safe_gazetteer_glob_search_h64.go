// A gazetteer glob search program of the h64 set (cwe-1333-redos).
package main

import (
	"bufio"
	"encoding/json"
	"log"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/dlclark/regexp2"
)

type placeName struct {
	Name   string `json:"name"`
	Region string `json:"region"`
	Grid   string `json:"grid"`
}

type searchRequest struct {
	Queries []struct {
		Pattern string `json:"pattern"` // glob typed by the cartographer, e.g. "Ben *" or "*bridge"
		Region  string `json:"region"`
	} `json:"queries"`
}

// gazetteer shared with the desktop atlas tool, which uses .NET-style patterns
var gazetteer []placeName

func globToRegexp(glob string) string {
	return "^" + strings.ReplaceAll(regexp2.Escape(glob), `\*`, ".*") + "$"
}

func searchPlaces(w http.ResponseWriter, r *http.Request) {
	var req searchRequest
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 64<<10)).Decode(&req); err != nil || len(req.Queries) > 20 {
		http.Error(w, "invalid search", http.StatusBadRequest)
		return
	}
	results := map[string][]placeName{}
	for _, q := range req.Queries {
		re, err := regexp2.Compile(globToRegexp(q.Pattern), regexp2.IgnoreCase)
		if err != nil {
			http.Error(w, "invalid pattern", http.StatusBadRequest)
			return
		}
		re.MatchTimeout = 50 * time.Millisecond
		for _, p := range gazetteer {
			if q.Region != "" && !strings.EqualFold(p.Region, q.Region) {
				continue
			}
			ok, err := re.MatchString(p.Name)
			if err != nil {
				http.Error(w, "search took too long", http.StatusRequestTimeout)
				return
			}
			if ok {
				results[q.Pattern] = append(results[q.Pattern], p)
			}
		}
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(results)
}

func loadGazetteer(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) == 3 {
			gazetteer = append(gazetteer, placeName{Name: cols[0], Region: cols[1], Grid: cols[2]})
		}
	}
	return sc.Err()
}

func main() {
	if err := loadGazetteer(os.Getenv("GAZETTEER_TSV")); err != nil {
		log.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /gazetteer/search", searchPlaces)
	srv := &http.Server{Addr: ":8443", Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
