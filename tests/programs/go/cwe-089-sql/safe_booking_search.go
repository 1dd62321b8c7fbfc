// Travel booking API that searches reservations by passenger surname and optional status.
package bookings

import (
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"
)

type Reservation struct {
	ID        uint      `gorm:"primaryKey" json:"id"`
	Reference string    `json:"reference"`
	Surname   string    `json:"surname"`
	Status    string    `json:"status"`
	AgencyID  uint      `json:"-"`
	DepartsAt time.Time `json:"departs_at"`
}

type SearchFilter struct {
	Surname string `form:"surname" binding:"required,max=64"`
	Status  string `form:"status" binding:"omitempty,oneof=confirmed pending cancelled"`
}

type BookingAPI struct {
	db *gorm.DB
}

func NewBookingAPI(db *gorm.DB) *BookingAPI { return &BookingAPI{db: db} }

func (a *BookingAPI) Search(c *gin.Context) {
	var f SearchFilter
	if err := c.ShouldBindQuery(&f); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	agencyID := c.GetUint("agency_id")
	q := a.db.Model(&Reservation{}).Where("agency_id = ?", agencyID)
	q = q.Where("surname = ?", f.Surname)
	if f.Status != "" {
		q = q.Where("status = ?", f.Status)
	}
	var results []Reservation
	if err := q.Order("departs_at").Limit(100).Find(&results).Error; err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "search failed"})
		return
	}
	c.JSON(http.StatusOK, results)
}

func (a *BookingAPI) Register(r *gin.RouterGroup) {
	r.GET("/reservations/search", a.Search)
}
