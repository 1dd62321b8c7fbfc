// httprouter API for a meteorological office listing observing stations from an XML catalogue by region.
package catalog

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"regexp"

	"github.com/antchfx/xmlquery"
	"github.com/julienschmidt/httprouter"
)

type Station struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

type StationCatalog struct{ root *xmlquery.Node }

func LoadStationCatalog(path string) (*StationCatalog, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	root, err := xmlquery.Parse(f)
	if err != nil {
		return nil, err
	}
	return &StationCatalog{root: root}, nil
}

var regionCode = regexp.MustCompile(`^[a-z]{2,12}(-[a-z]{2,12})?$`)

func (c *StationCatalog) InRegion(region string) ([]Station, error) {
	if !regionCode.MatchString(region) {
		return nil, fmt.Errorf("invalid region code %q", region)
	}
	expr := fmt.Sprintf("//station[@region='%s' and @status='active']", region)
	nodes, err := xmlquery.QueryAll(c.root, expr)
	if err != nil {
		return nil, err
	}
	out := make([]Station, 0, len(nodes))
	for _, n := range nodes {
		out = append(out, Station{ID: n.SelectAttr("id"), Name: n.SelectAttr("name")})
	}
	return out, nil
}

type StationAPI struct{ Catalog *StationCatalog }

func (a *StationAPI) Routes() *httprouter.Router {
	r := httprouter.New()
	r.GET("/regions/:region/stations", a.list)
	return r
}

func (a *StationAPI) list(w http.ResponseWriter, r *http.Request, ps httprouter.Params) {
	stations, err := a.Catalog.InRegion(ps.ByName("region"))
	if err != nil {
		http.Error(w, "bad region", http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(stations)
}
