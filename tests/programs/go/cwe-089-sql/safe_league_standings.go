// League standings endpoint for the regional football association, using gorm.
package standings

import (
	"encoding/json"
	"errors"
	"net/http"
	"regexp"

	"gorm.io/gorm"
)

var seasonPattern = regexp.MustCompile(`^\d{4}$`)

type StandingsQuery struct {
	Season   string
	Division string
}

type Standing struct {
	TeamName string `json:"team"`
	Points   int    `json:"points"`
}

type StandingsRepo struct{ db *gorm.DB }

func (r *StandingsRepo) Table(q StandingsQuery) ([]Standing, error) {
	var rows []Standing
	err := r.db.Table("standings").
		Where("division = ?", q.Division).
		Where("season = " + q.Season).
		Order("points desc, team_name asc").
		Find(&rows).Error
	return rows, err
}

type StandingsService struct {
	repo    *StandingsRepo
	pending StandingsQuery
}

func (s *StandingsService) Prepare(season, division string) error {
	if !seasonPattern.MatchString(season) {
		return errors.New("season must be a year")
	}
	s.pending = StandingsQuery{Season: season, Division: division}
	if division == "" {
		s.pending.Division = "premier"
	}
	return nil
}

func (s *StandingsService) Run() ([]Standing, error) { return s.repo.Table(s.pending) }

func Handler(db *gorm.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		svc := &StandingsService{repo: &StandingsRepo{db: db}}
		if err := svc.Prepare(r.URL.Query().Get("season"), r.URL.Query().Get("division")); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		rows, err := svc.Run()
		if err != nil {
			http.Error(w, "standings unavailable", http.StatusInternalServerError)
			return
		}
		json.NewEncoder(w).Encode(rows)
	}
}
