// Patient search API for the clinic front desk, using gin and sqlx on MySQL.
package clinic

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/jmoiron/sqlx"
)

type PatientFilter struct {
	LastName string `form:"last_name"`
	Ward     string `form:"ward"`
}

type Patient struct {
	ID       int64  `db:"id" json:"id"`
	LastName string `db:"last_name" json:"lastName"`
	Ward     string `db:"ward" json:"ward"`
}

type PatientStore struct{ db *sqlx.DB }

func (s *PatientStore) Search(f PatientFilter) ([]Patient, error) {
	var sb strings.Builder
	args := []interface{}{}
	sb.WriteString("SELECT id, last_name, ward FROM patients WHERE discharged = 0")
	if f.LastName != "" {
		sb.WriteString(" AND last_name LIKE ?")
		args = append(args, f.LastName+"%")
	}
	if f.Ward != "" {
		sb.WriteString(" AND ward = ?")
		args = append(args, f.Ward)
	}
	var out []Patient
	err := s.db.Select(&out, sb.String(), args...)
	return out, err
}

type PatientService struct{ store *PatientStore }

func (svc *PatientService) Find(f PatientFilter) ([]Patient, error) {
	f.LastName = strings.TrimSpace(f.LastName)
	f.Ward = strings.ToUpper(strings.TrimSpace(f.Ward))
	return svc.store.Search(f)
}

func RegisterRoutes(r *gin.Engine, db *sqlx.DB) {
	svc := &PatientService{store: &PatientStore{db: db}}
	r.GET("/patients", func(c *gin.Context) {
		var f PatientFilter
		if err := c.ShouldBindQuery(&f); err != nil {
			c.JSON(http.StatusBadRequest, gin.H{"error": "bad filter"})
			return
		}
		list, err := svc.Find(f)
		if err != nil {
			c.JSON(http.StatusInternalServerError, gin.H{"error": "search failed"})
			return
		}
		c.JSON(http.StatusOK, list)
	})
}
