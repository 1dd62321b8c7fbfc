// A blacksmith forge anvil catalog query program of the h76 set (cwe-643-xpath).
package main

import (
	"fmt"
	"log"
	"net/http"
	"os"
	"strconv"

	"github.com/antchfx/xmlquery"
	"github.com/gin-gonic/gin"
)

type anvilView struct {
	Model  string `json:"model"`
	Maker  string `json:"maker"`
	Weight string `json:"weight_kg"`
	Price  string `json:"price"`
}

type queryFunc func(doc *xmlquery.Node, c *gin.Context) ([]*xmlquery.Node, error)

// catalog holds the parsed stock list and the named queries the shop page may run.
type catalog struct {
	doc     *xmlquery.Node
	queries map[string]queryFunc
}

func byMaker(doc *xmlquery.Node, c *gin.Context) ([]*xmlquery.Node, error) {
	maker := c.Query("maker")
	expr := fmt.Sprintf("//anvil[@listed='true' and maker='%s']", maker)
	return xmlquery.QueryAll(doc, expr)
}

func minWeight(doc *xmlquery.Node, c *gin.Context) ([]*xmlquery.Node, error) {
	kg, err := strconv.Atoi(c.Query("kg"))
	if err != nil {
		return nil, fmt.Errorf("kg must be a whole number")
	}
	return xmlquery.QueryAll(doc, fmt.Sprintf("//anvil[@listed='true' and weight >= %d]", kg))
}

func loadCatalog(path string) (*catalog, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	doc, err := xmlquery.Parse(f)
	if err != nil {
		return nil, err
	}
	return &catalog{doc: doc, queries: map[string]queryFunc{
		"maker":  byMaker,
		"weight": minWeight,
	}}, nil
}

func text(n *xmlquery.Node, child string) string {
	if el := n.SelectElement(child); el != nil {
		return el.InnerText()
	}
	return ""
}

func (cat *catalog) search(c *gin.Context) {
	q, ok := cat.queries[c.Param("by")]
	if !ok {
		c.JSON(http.StatusNotFound, gin.H{"error": "unknown search"})
		return
	}
	nodes, err := q(cat.doc, c)
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	out := make([]anvilView, 0, len(nodes))
	for _, n := range nodes {
		out = append(out, anvilView{Model: n.SelectAttr("model"), Maker: text(n, "maker"), Weight: text(n, "weight"), Price: text(n, "price")})
	}
	c.JSON(http.StatusOK, out)
}

func main() {
	cat, err := loadCatalog("/srv/forge/anvils.xml")
	if err != nil {
		log.Fatal(err)
	}
	r := gin.Default()
	r.GET("/anvils/by/:by", cat.search)
	log.Fatal(r.Run(":8080"))
}
