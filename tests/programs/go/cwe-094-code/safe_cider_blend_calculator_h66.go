// A cider blend calculator program of the h66 set (cwe-094-code).
package main

import (
	"fmt"
	"io/ioutil"
	"log"
	"net/http"
	"os"
	"strconv"
	"strings"

	"github.com/robertkrimen/otto"
)

// blendScriptPath points at the cellar master's blending rules. They are
// kept in JavaScript so she can tweak them without a rebuild.
var blendScriptPath = "/etc/cidery/blend.js"

var blendRules string

func loadRules() {
	data, err := ioutil.ReadFile(blendScriptPath)
	if err != nil {
		log.Fatalf("blend rules: %v", err)
	}
	blendRules = string(data)
}

// blendHandler estimates acidity and tannin for a blend of sweet, sharp
// and bittersweet juice given as litres:
//   /blend?sweet=120&sharp=40&bitter=60
func blendHandler(w http.ResponseWriter, r *http.Request) {
	r.ParseForm()
	sweet := strings.TrimSpace(r.Form.Get("sweet"))
	sharp := strings.TrimSpace(r.Form.Get("sharp"))
	bitter := strings.TrimSpace(r.Form.Get("bitter"))
	if sweet == "" || sharp == "" || bitter == "" {
		http.Error(w, "sweet, sharp and bitter litres are required", http.StatusBadRequest)
		return
	}

	vm := otto.New()
	if _, err := vm.Run(blendRules); err != nil {
		log.Printf("blend rules failed to load: %v", err)
		http.Error(w, "blend rules broken", http.StatusInternalServerError)
		return
	}

	litres := map[string]string{"sweet": sweet, "sharp": sharp, "bitter": bitter}
	for label, raw := range litres {
		v, perr := strconv.ParseFloat(raw, 64)
		if perr != nil || v < 0 {
			http.Error(w, label+" must be a number of litres", http.StatusBadRequest)
			return
		}
		vm.Set(label, v)
	}

	call := "estimate(sweet, sharp, bitter)"
	result, err := vm.Run(call)
	if err != nil {
		http.Error(w, "could not estimate blend", http.StatusBadRequest)
		return
	}

	obj := result.Object()
	if obj == nil {
		http.Error(w, "blend rules returned nothing", http.StatusInternalServerError)
		return
	}
	acid, _ := obj.Get("acidity")
	tannin, _ := obj.Get("tannin")
	acidF, _ := acid.ToFloat()
	tanninF, _ := tannin.ToFloat()

	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	fmt.Fprintf(w, "malic acid: %.2f g/L\ntannin: %.2f g/L\n", acidF, tanninF)
}

func main() {
	if p := os.Getenv("CIDERY_BLEND_RULES"); p != "" {
		blendScriptPath = p
	}
	loadRules()
	http.HandleFunc("/blend", blendHandler)
	log.Fatal(http.ListenAndServeTLS(":8443", os.Getenv("CIDERY_TLS_CERT"), os.Getenv("CIDERY_TLS_KEY"), nil))
}
