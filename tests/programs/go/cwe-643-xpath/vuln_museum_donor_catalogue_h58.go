// museum donor catalogue (h58 set)
package main

import (
	"log"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/antchfx/xmlquery"
	"github.com/labstack/echo/v4"
)

// Object is a catalogue record exposed on the public collection site.
type Object struct {
	Accession string `json:"accession"`
	Title     string `json:"title"`
	Donor     string `json:"donor"`
	Year      string `json:"year"`
}

// loadCatalogue parses the nightly export from the collections management system.
func loadCatalogue(path string) (*xmlquery.Node, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return xmlquery.Parse(f)
}

func toObject(n *xmlquery.Node) Object {
	child := func(name string) string {
		if c := n.SelectElement(name); c != nil {
			return strings.TrimSpace(c.InnerText())
		}
		return ""
	}
	return Object{
		Accession: n.SelectAttr("accession"),
		Title:     child("title"),
		Donor:     child("donor"),
		Year:      child("acquired"),
	}
}

// objectsByDonor lists public records credited to a donor; records flagged
// restricted (e.g. repatriation claims pending) are never listed.
func objectsByDonor(doc *xmlquery.Node, donor string) ([]Object, error) {
	expr := "//object[@restricted='false'][donor='" + donor + "']"
	nodes, err := xmlquery.QueryAll(doc, expr)
	if err != nil {
		return nil, err
	}
	out := make([]Object, 0, len(nodes))
	for _, n := range nodes {
		out = append(out, toObject(n))
	}
	return out, nil
}

func donorHandler(doc *xmlquery.Node) echo.HandlerFunc {
	return func(c echo.Context) error {
		donor := strings.TrimSpace(c.QueryParam("donor"))
		if donor == "" {
			return c.JSON(http.StatusBadRequest, map[string]string{"error": "donor is required"})
		}
		objects, err := objectsByDonor(doc, donor)
		if err != nil {
			return c.JSON(http.StatusBadRequest, map[string]string{"error": "could not search catalogue"})
		}
		return c.JSON(http.StatusOK, objects)
	}
}

func main() {
	doc, err := loadCatalogue(os.Getenv("CATALOGUE_EXPORT_PATH"))
	if err != nil {
		log.Fatalf("load catalogue: %v", err)
	}
	e := echo.New()
	e.Server.ReadHeaderTimeout = 5 * time.Second
	for path, h := range map[string]echo.HandlerFunc{
		"/collection/donors": donorHandler(doc),
	} {
		e.GET(path, h)
	}
	e.Logger.Fatal(e.StartTLS(os.Getenv("COLLECTION_ADDR"), os.Getenv("COLLECTION_TLS_CERT"), os.Getenv("COLLECTION_TLS_KEY")))
}
