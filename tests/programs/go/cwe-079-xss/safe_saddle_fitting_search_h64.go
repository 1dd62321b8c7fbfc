// A saddle fitting search program of the h64 set (cwe-079-xss).
package main

import (
	"fmt"
	"html"
	"log"
	"net/http"
	"os"
	"strings"

	"github.com/gin-gonic/gin"
)

type fitting struct {
	Code     string
	Name     string
	TreeSize string
	Tags     []string
}

// the fitting catalogue is small enough to keep in memory
var catalogue = []fitting{
	{"GP-17W", "General purpose, wide tree", "17.5in", []string{"wide", "cob", "general"}},
	{"DR-18M", "Dressage, medium tree", "18in", []string{"medium", "dressage", "warmblood"}},
	{"EN-16N", "Endurance, narrow tree", "16in", []string{"narrow", "endurance", "arab"}},
	{"SS-17X", "Side saddle, extra wide", "17in", []string{"extra-wide", "side-saddle", "cob"}},
}

func hasAll(have, want []string) bool {
	set := make(map[string]struct{}, len(have))
	for _, t := range have {
		set[t] = struct{}{}
	}
	for _, t := range want {
		if _, ok := set[strings.ToLower(t)]; !ok {
			return false
		}
	}
	return true
}

func searchFittings(c *gin.Context) {
	tags := c.QueryArray("tag")
	var hits []fitting
	for _, f := range catalogue {
		if hasAll(f.Tags, tags) {
			hits = append(hits, f)
		}
	}

	var sb strings.Builder
	sb.WriteString("<!doctype html><html><head><meta charset=\"utf-8\"><title>Fittings</title></head><body>")
	sb.WriteString("<h1>Saddle fittings</h1>")
	if len(hits) == 0 {
		shown := make([]string, len(tags))
		for i, t := range tags {
			shown[i] = html.EscapeString(t)
		}
		sb.WriteString("<p>No fittings matched: " + strings.Join(shown, ", ") + "</p>")
	} else {
		sb.WriteString("<table><tr><th>Code</th><th>Model</th><th>Tree</th></tr>")
		for _, f := range hits {
			fmt.Fprintf(&sb, "<tr><td>%s</td><td>%s</td><td>%s</td></tr>",
				html.EscapeString(f.Code), html.EscapeString(f.Name), html.EscapeString(f.TreeSize))
		}
		sb.WriteString("</table>")
	}
	sb.WriteString("</body></html>")
	c.Data(http.StatusOK, "text/html; charset=utf-8", []byte(sb.String()))
}

func main() {
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.Use(gin.Logger(), gin.Recovery())
	r.GET("/fittings/search", searchFittings)
	if err := r.RunTLS(":8443", os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")); err != nil {
		log.Fatal(err)
	}
}
