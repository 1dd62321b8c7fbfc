// A glass stock program of the h67 set (cwe-643-xpath).
// stained glass studios: find listed sheets of mouth-blown glass in stock by colour
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

type SheetQuery struct {
	Colour   string `form:"colour" binding:"required,alpha,max=40"`
	Supplier string `form:"supplier" binding:"omitempty,oneof=lamberts desag bullseye wissmach"`
}

type Sheet struct {
	SKU      string `json:"sku"`
	Colour   string `json:"colour"`
	Supplier string `json:"supplier"`
	Texture  string `json:"texture"`
	Stock    int    `json:"stock"`
}

// GlassCatalogue is the studio's stock list, exported nightly from the stock system.
type GlassCatalogue struct {
	doc *xmlquery.Node
}

func LoadGlassCatalogue(path string) (*GlassCatalogue, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	doc, err := xmlquery.Parse(f)
	if err != nil {
		return nil, err
	}
	return &GlassCatalogue{doc: doc}, nil
}

func (g *GlassCatalogue) Listed(colour, supplier string) ([]Sheet, error) {
	expr := fmt.Sprintf("//sheet[@listed='yes' and @colour='%s' and number(@stock) > 0]", colour)
	if supplier != "" {
		expr = fmt.Sprintf("//sheet[@listed='yes' and @colour='%s' and @supplier='%s' and number(@stock) > 0]",
			colour, supplier)
	}
	nodes, err := xmlquery.QueryAll(g.doc, expr)
	if err != nil {
		return nil, err
	}
	sheets := make([]Sheet, 0, len(nodes))
	for _, n := range nodes {
		stock, _ := strconv.Atoi(n.SelectAttr("stock"))
		sheets = append(sheets, Sheet{
			SKU:      n.SelectAttr("sku"),
			Colour:   n.SelectAttr("colour"),
			Supplier: n.SelectAttr("supplier"),
			Texture:  n.SelectAttr("texture"),
			Stock:    stock,
		})
	}
	return sheets, nil
}

type StockHandler struct {
	catalogue *GlassCatalogue
}

func (h *StockHandler) Search(c *gin.Context) {
	var q SheetQuery
	if err := c.ShouldBindQuery(&q); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	sheets, err := h.catalogue.Listed(q.Colour, q.Supplier)
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "search failed"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"colour": q.Colour, "sheets": sheets})
}

func main() {
	path := os.Getenv("GLASS_CATALOGUE")
	if path == "" {
		path = "/srv/studio/stock/glass.xml"
	}
	cat, err := LoadGlassCatalogue(path)
	if err != nil {
		log.Fatalf("load catalogue: %v", err)
	}

	h := &StockHandler{catalogue: cat}
	r := gin.Default()
	r.GET("/glass/sheets", h.Search)
	log.Fatal(r.Run(":8099"))
}
