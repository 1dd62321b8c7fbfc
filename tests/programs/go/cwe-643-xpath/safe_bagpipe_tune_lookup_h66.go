// A bagpipe tune lookup program of the h66 set (cwe-643-xpath).
package main

import (
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"

	"github.com/antchfx/xmlquery"
	"github.com/julienschmidt/httprouter"
)

// tunebook.xml is the workshop's collection of settings used to test new
// chanters. Tunes commissioned by customers carry private="yes" and must
// not show up on the public shop page.
//
//   <tunebook>
//     <set name="competition">
//       <tune composer="MacLeod" key="A" private="no">...</tune>
//     </set>
//   </tunebook>

var tuneBook *xmlquery.Node

// plainWord allows the letters, digits, spaces, dots and dashes that
// appear in set and composer names.
func plainWord(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for _, ch := range s {
		switch {
		case ch >= 'a' && ch <= 'z', ch >= 'A' && ch <= 'Z', ch >= '0' && ch <= '9':
		case ch == ' ' || ch == '.' || ch == '-':
		default:
			return false
		}
	}
	return true
}

func tunesHandler(w http.ResponseWriter, r *http.Request, ps httprouter.Params) {
	set := ps.ByName("set")
	composer := strings.TrimSpace(r.URL.Query().Get("composer"))
	if !plainWord(set) {
		http.Error(w, "unknown set", http.StatusNotFound)
		return
	}
	if composer != "" && !plainWord(composer) {
		http.Error(w, "composer names are letters, digits, spaces, dots and dashes", http.StatusBadRequest)
		return
	}

	expr := "/tunebook/set[@name='" + set + "']/tune[@private='no'"
	if composer != "" {
		expr += " and @composer='" + composer + "'"
	}
	expr += "]"

	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	found := 0
	for _, t := range xmlquery.Find(tuneBook, expr) {
		fmt.Fprintf(w, "%s (%s, key of %s)\n", t.SelectAttr("title"), t.SelectAttr("composer"), t.SelectAttr("key"))
		found++
	}
	if found == 0 {
		fmt.Fprintln(w, "no tunes in that set")
	}
}

func main() {
	path := os.Getenv("TUNEBOOK_XML")
	if path == "" {
		path = "/srv/pipeworks/tunebook.xml"
	}
	f, err := os.Open(path)
	if err != nil {
		log.Fatal(err)
	}
	tuneBook, err = xmlquery.Parse(f)
	f.Close()
	if err != nil {
		log.Fatal(err)
	}

	router := httprouter.New()
	router.GET("/sets/:set/tunes", tunesHandler)
	log.Fatal(http.ListenAndServeTLS(":8443", os.Getenv("PIPES_TLS_CERT"), os.Getenv("PIPES_TLS_KEY"), router))
}
