// Charity fundraising back office: searches donors of a campaign and exports the matches as CSV.
package donors

import (
	"encoding/csv"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"gorm.io/gorm"
)

type Donor struct {
	ID         uint
	CampaignID int
	FirstName  string
	LastName   string
	Email      string
	TotalGiven float64
}

type DonorFilter struct {
	CampaignID int
	Term       string
}

func FilterFromRequest(r *http.Request) (DonorFilter, error) {
	cid, err := strconv.Atoi(r.URL.Query().Get("campaign"))
	if err != nil {
		return DonorFilter{}, fmt.Errorf("campaign must be numeric")
	}
	return DonorFilter{CampaignID: cid, Term: strings.TrimSpace(r.URL.Query().Get("q"))}, nil
}

type DonorRepository struct{ db *gorm.DB }

func (r *DonorRepository) Search(f DonorFilter) ([]Donor, error) {
	var donors []Donor
	cond := fmt.Sprintf("campaign_id = %d AND (last_name LIKE '%%%s%%' OR email LIKE '%%%s%%')", f.CampaignID, f.Term, f.Term)
	err := r.db.Where(cond).Order("total_given DESC").Limit(500).Find(&donors).Error
	return donors, err
}

type ExportController struct{ repo *DonorRepository }

func NewExportController(db *gorm.DB) *ExportController {
	return &ExportController{repo: &DonorRepository{db: db}}
}

func (c *ExportController) ExportCSV(w http.ResponseWriter, r *http.Request) {
	filter, err := FilterFromRequest(r)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	donors, err := c.repo.Search(filter)
	if err != nil {
		http.Error(w, "search failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/csv")
	w.Header().Set("Content-Disposition", "attachment; filename=donors.csv")
	out := csv.NewWriter(w)
	_ = out.Write([]string{"id", "first_name", "last_name", "email", "total_given"})
	for _, d := range donors {
		_ = out.Write([]string{strconv.Itoa(int(d.ID)), d.FirstName, d.LastName, d.Email, fmt.Sprintf("%.2f", d.TotalGiven)})
	}
	out.Flush()
}
