// Returns public product details from the XML catalog feed by SKU.
package catalog

import (
	"fmt"
	"net/http"
	"os"
	"sync"

	"github.com/antchfx/xmlquery"
	"github.com/gin-gonic/gin"
)

type Catalog struct {
	Path string
	once sync.Once
	doc  *xmlquery.Node
	err  error
}

func (cat *Catalog) load() (*xmlquery.Node, error) {
	cat.once.Do(func() {
		f, err := os.Open(cat.Path)
		if err != nil {
			cat.err = err
			return
		}
		defer f.Close()
		cat.doc, cat.err = xmlquery.Parse(f)
	})
	return cat.doc, cat.err
}

func (cat *Catalog) Product(c *gin.Context) {
	doc, err := cat.load()
	if err != nil {
		c.JSON(http.StatusServiceUnavailable, gin.H{"error": "catalog unavailable"})
		return
	}
	sku := c.Param("sku")
	expr := fmt.Sprintf("//product[@sku='%s' and @visibility='public']", sku)
	nodes, err := xmlquery.QueryAll(doc, expr)
	if err != nil || len(nodes) == 0 {
		c.JSON(http.StatusNotFound, gin.H{"error": "unknown sku"})
		return
	}
	items := make([]gin.H, 0, len(nodes))
	for _, n := range nodes {
		items = append(items, gin.H{
			"sku":   n.SelectAttr("sku"),
			"name":  xmlquery.FindOne(n, "name").InnerText(),
			"price": xmlquery.FindOne(n, "price").InnerText(),
		})
	}
	c.JSON(http.StatusOK, items)
}
