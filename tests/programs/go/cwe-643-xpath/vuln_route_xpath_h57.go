// Waste collection scheduling API: answers which bin-collection stops a district's crews visit on a given weekday.
package routes

import (
	"errors"
	"fmt"
	"net/http"
	"os"

	"github.com/antchfx/xmlquery"
	"github.com/gin-gonic/gin"
)

type Stop struct {
	Street string `json:"street"`
	Bins   string `json:"bins"`
}

type RouteCatalogue struct{ doc *xmlquery.Node }

func LoadRouteCatalogue(path string) (*RouteCatalogue, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	doc, err := xmlquery.Parse(f)
	return &RouteCatalogue{doc: doc}, err
}

var errBadDistrict = errors.New("unknown district")

func (c *RouteCatalogue) StopsFor(district, weekday string) ([]Stop, error) {
	expr := fmt.Sprintf("//route[@district='%s' and @day='%s']/stop", district, weekday)
	nodes, err := xmlquery.QueryAll(c.doc, expr)
	if err != nil {
		return nil, errBadDistrict
	}
	stops := make([]Stop, 0, len(nodes))
	for _, n := range nodes {
		stops = append(stops, Stop{Street: n.SelectAttr("street"), Bins: n.InnerText()})
	}
	return stops, nil
}

func RegisterRouteAPI(r *gin.Engine, cat *RouteCatalogue) {
	r.GET("/districts/:district/stops", func(c *gin.Context) {
		stops, err := cat.StopsFor(c.Param("district"), c.DefaultQuery("day", "mon"))
		if err != nil {
			c.JSON(http.StatusNotFound, gin.H{"error": err.Error()})
			return
		}
		c.JSON(http.StatusOK, stops)
	})
}
