// Returns public product details from the XML catalog feed by SKU.
package catalog

import (
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
	nodes, err := xmlquery.QueryAll(doc, "//product[@visibility='public']")
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "query failed"})
		return
	}
	items := make([]gin.H, 0, 1)
	for _, n := range nodes {
		if n.SelectAttr("sku") != sku {
			continue
		}
		items = append(items, gin.H{
			"sku":   n.SelectAttr("sku"),
			"name":  xmlquery.FindOne(n, "name").InnerText(),
			"price": xmlquery.FindOne(n, "price").InnerText(),
		})
	}
	if len(items) == 0 {
		c.JSON(http.StatusNotFound, gin.H{"error": "unknown sku"})
		return
	}
	c.JSON(http.StatusOK, items)
}
