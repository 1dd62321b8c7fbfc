// A cheese lab results program of the h62 set (cwe-611-xxe).
package main

import (
	"encoding/json"
	"log"
	"os"
	"strings"

	"github.com/fsnotify/fsnotify"
	"github.com/lestrrat-go/libxml2/parser"
	"github.com/lestrrat-go/libxml2/types"
)

// The contract dairy lab drops XML result files (moisture, pH and a free-text
// remark per wheel) into a shared inbox; each file is parsed and
// appended to the make sheet the cheesemakers read every morning.
type labResult struct {
	Wheel    string  `json:"wheel"`
	Moisture float64 `json:"moisture_pct"`
	PH       float64 `json:"ph"`
	Remark   string  `json:"remark"`
}

var labParser = parser.New(parser.XMLParseNoEnt | parser.XMLParseDTDLoad)

func xpathString(n types.Node, expr string) string {
	res, err := n.Find(expr)
	if err != nil {
		return ""
	}
	defer res.Free()
	return strings.TrimSpace(res.String())
}

func xpathNumber(n types.Node, expr string) float64 {
	res, err := n.Find(expr)
	if err != nil {
		return 0
	}
	defer res.Free()
	return res.Number()
}

func parseResults(data []byte) ([]labResult, error) {
	doc, err := labParser.Parse(data)
	if err != nil {
		return nil, err
	}
	defer doc.Free()
	samples, err := doc.Find("//sample")
	if err != nil {
		return nil, err
	}
	defer samples.Free()
	var out []labResult
	for _, n := range samples.NodeList() {
		out = append(out, labResult{
			Wheel:    xpathString(n, "string(@wheel)"),
			Moisture: xpathNumber(n, "number(moisture)"),
			PH:       xpathNumber(n, "number(ph)"),
			Remark:   xpathString(n, "string(remark)"),
		})
	}
	return out, nil
}

func watch(dir string, handle func(path string)) error {
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return err
	}
	defer w.Close()
	if err := w.Add(dir); err != nil {
		return err
	}
	for {
		select {
		case ev, ok := <-w.Events:
			if !ok {
				return nil
			}
			if ev.Has(fsnotify.Create) && strings.HasSuffix(ev.Name, ".xml") {
				handle(ev.Name)
			}
		case err, ok := <-w.Errors:
			if !ok {
				return nil
			}
			log.Printf("inbox watch: %v", err)
		}
	}
}

func main() {
	sheet, err := os.OpenFile(os.Getenv("MAKE_SHEET"), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
	if err != nil {
		log.Fatal(err)
	}
	defer sheet.Close()
	enc := json.NewEncoder(sheet)

	err = watch(os.Getenv("LAB_INBOX"), func(path string) {
		data, err := os.ReadFile(path)
		if err != nil {
			log.Printf("%s: %v", path, err)
			return
		}
		results, err := parseResults(data)
		if err != nil {
			log.Printf("%s: %v", path, err)
			return
		}
		for _, r := range results {
			_ = enc.Encode(r)
		}
	})
	if err != nil {
		log.Fatal(err)
	}
}
