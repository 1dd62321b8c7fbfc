// Gin API for an agricultural cooperative returning crop yield records filtered by region and crop.
package yields

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/jmoiron/sqlx"
)

type YieldFilter struct {
	Region string
	Crop   string
	Year   int
}

type YieldRecord struct {
	Field   string  `db:"field_name" json:"field"`
	Tonnes  float64 `db:"tonnes" json:"tonnes"`
	Harvest string  `db:"harvest_date" json:"harvest"`
}

type yieldQuery struct {
	sb   strings.Builder
	args []interface{}
}

func newYieldQuery() *yieldQuery {
	q := &yieldQuery{}
	q.sb.WriteString("SELECT field_name, tonnes, harvest_date FROM yields WHERE year = ?")
	return q
}

func (q *yieldQuery) eq(column, value string) *yieldQuery {
	if value != "" {
		q.sb.WriteString(" AND " + column + " = ?")
		q.args = append(q.args, value)
	}
	return q
}

type YieldRepository struct{ DB *sqlx.DB }

func (r *YieldRepository) Find(f YieldFilter) ([]YieldRecord, error) {
	q := newYieldQuery().eq("region", f.Region).eq("crop", f.Crop)
	q.args = append([]interface{}{f.Year}, q.args...)
	var out []YieldRecord
	err := r.DB.Select(&out, r.DB.Rebind(q.sb.String()), q.args...)
	return out, err
}

type YieldController struct{ Repo *YieldRepository }

func (ctl *YieldController) List(c *gin.Context) {
	year, err := strconv.Atoi(c.DefaultQuery("year", "2024"))
	if err != nil {
		c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": "year must be numeric"})
		return
	}
	f := YieldFilter{Region: c.Query("region"), Crop: c.Query("crop"), Year: year}
	recs, err := ctl.Repo.Find(f)
	if err != nil {
		c.AbortWithStatusJSON(http.StatusInternalServerError, gin.H{"error": "query failed"})
		return
	}
	c.JSON(http.StatusOK, recs)
}
