// lawfirm time entries (h58 set)
package billing

import (
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/jmoiron/sqlx"
	_ "github.com/lib/pq"
)

// TimeEntry is one block of billable work recorded by a fee earner.
type TimeEntry struct {
	ID        int64     `db:"id" json:"id"`
	Matter    string    `db:"matter_ref" json:"matter"`
	FeeEarner string    `db:"fee_earner" json:"fee_earner"`
	Minutes   int       `db:"minutes" json:"minutes"`
	Narrative string    `db:"narrative" json:"narrative"`
	WorkedOn  time.Time `db:"worked_on" json:"worked_on"`
	RatePence int64     `db:"rate_pence" json:"rate_pence"`
}

type listParams struct {
	Matter string
	Sort   string
	Desc   bool
	Limit  int
}

func paramsFrom(c *gin.Context) listParams {
	limit, err := strconv.Atoi(c.DefaultQuery("limit", "50"))
	if err != nil || limit < 1 || limit > 500 {
		limit = 50
	}
	return listParams{
		Matter: strings.TrimSpace(c.Param("matter")),
		Sort:   c.DefaultQuery("sort", "worked_on"),
		Desc:   c.Query("dir") == "desc",
		Limit:  limit,
	}
}

// orderClause lets the billing grid sort by whichever column the user clicked.
func orderClause(p listParams) string {
	dir := "ASC"
	if p.Desc {
		dir = "DESC"
	}
	return " ORDER BY " + p.Sort + " " + dir
}

func listEntries(db *sqlx.DB) gin.HandlerFunc {
	return func(c *gin.Context) {
		p := paramsFrom(c)
		if p.Matter == "" {
			c.JSON(http.StatusBadRequest, gin.H{"error": "matter reference required"})
			return
		}
		query := "SELECT id, matter_ref, fee_earner, minutes, narrative, worked_on, rate_pence " +
			"FROM time_entries WHERE matter_ref = $1" + orderClause(p) + " LIMIT $2"
		var entries []TimeEntry
		if err := db.SelectContext(c.Request.Context(), &entries, query, p.Matter, p.Limit); err != nil {
			c.JSON(http.StatusInternalServerError, gin.H{"error": "could not load time entries"})
			return
		}
		c.JSON(http.StatusOK, gin.H{"entries": entries})
	}
}

// Mount adds the billing endpoints to the matter-scoped router group.
func Mount(g *gin.RouterGroup, db *sqlx.DB) {
	routes := map[string]gin.HandlerFunc{
		"/matters/:matter/time-entries": listEntries(db),
	}
	for path, h := range routes {
		g.GET(path, h)
	}
}
