// A rug dye recipe import program of the h66 set (cwe-611-xxe).
package main

import (
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"strings"
	"sync"

	"github.com/lestrrat-go/libxml2/parser"
	"github.com/lestrrat-go/libxml2/xpath"
)

// Dyers swap recipes as small XML files exported from the old DyeBook
// program, e.g.
//   <recipe name="Madder red"><fibre>wool</fibre><mordant>alum</mordant>
//     <bath temp="85" minutes="60"/><notes>...</notes></recipe>
// The weaving room uploads them here to add them to the shared book.

type dyeRecipe struct {
	Name    string
	Fibre   string
	Mordant string
	Temp    string
	Minutes string
	Notes   string
}

var (
	bookMu  sync.Mutex
	dyeBook = map[string]dyeRecipe{}
)

const maxRecipeBytes = 512 << 10

func importHandler(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "POST a DyeBook recipe", http.StatusMethodNotAllowed)
		return
	}

	p := parser.New(parser.XMLParseNoNet)
	doc, err := p.ParseReader(io.LimitReader(r.Body, maxRecipeBytes))
	if err != nil {
		http.Error(w, "recipe is not valid XML", http.StatusBadRequest)
		return
	}
	defer doc.Free()

	rec := dyeRecipe{
		Name:    strings.TrimSpace(xpath.String(doc.Find("string(/recipe/@name)"))),
		Fibre:   strings.TrimSpace(xpath.String(doc.Find("string(/recipe/fibre)"))),
		Mordant: strings.TrimSpace(xpath.String(doc.Find("string(/recipe/mordant)"))),
		Temp:    xpath.String(doc.Find("string(/recipe/bath/@temp)")),
		Minutes: xpath.String(doc.Find("string(/recipe/bath/@minutes)")),
		Notes:   strings.TrimSpace(xpath.String(doc.Find("string(/recipe/notes)"))),
	}
	if rec.Name == "" {
		http.Error(w, "recipe has no name", http.StatusUnprocessableEntity)
		return
	}

	bookMu.Lock()
	dyeBook[strings.ToLower(rec.Name)] = rec
	total := len(dyeBook)
	bookMu.Unlock()

	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	fmt.Fprintf(w, "added %q (%s, %s mordant, %s C for %s min)\nnotes: %s\n%d recipes in the book\n",
		rec.Name, rec.Fibre, rec.Mordant, rec.Temp, rec.Minutes, rec.Notes, total)
}

func main() {
	http.HandleFunc("/dyebook/import", importHandler)
	log.Fatal(http.ListenAndServeTLS(":8443", os.Getenv("RUGS_TLS_CERT"), os.Getenv("RUGS_TLS_KEY"), nil))
}
