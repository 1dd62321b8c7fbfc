// Land parcel lookup for the grain cooperative, querying the cadastral XML export.
package parcels

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"

	"github.com/antchfx/xmlquery"
)

type Parcel struct {
	ID       string `json:"id"`
	Hectares string `json:"hectares"`
	Crop     string `json:"crop"`
}

type ParcelFilter struct{ MemberID, Season string }

type CadastreRepo struct{ doc *xmlquery.Node }

func LoadCadastre(path string) (*CadastreRepo, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	doc, err := xmlquery.Parse(f)
	return &CadastreRepo{doc: doc}, err
}

func (r *CadastreRepo) Find(expr string) ([]Parcel, error) {
	nodes, err := xmlquery.QueryAll(r.doc, expr)
	if err != nil {
		return nil, err
	}
	out := make([]Parcel, 0, len(nodes))
	for _, n := range nodes {
		out = append(out, Parcel{ID: n.SelectAttr("id"), Hectares: n.SelectAttr("ha"), Crop: n.SelectAttr("crop")})
	}
	return out, nil
}

type ParcelService struct{ Repo *CadastreRepo }

func (s *ParcelService) ForMember(f ParcelFilter) ([]Parcel, error) {
	expr := fmt.Sprintf("//parcel[@member='%s' and @season='%s']", f.MemberID, f.Season)
	return s.Repo.Find(expr)
}

func (s *ParcelService) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	filter := ParcelFilter{MemberID: r.Header.Get("X-Member-ID"), Season: r.URL.Query().Get("season")}
	if parcels, err := s.ForMember(filter); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
	} else {
		json.NewEncoder(w).Encode(parcels)
	}
}
