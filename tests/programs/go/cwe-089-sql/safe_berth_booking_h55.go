// Echo service for a container terminal listing berth bookings for a vessel at a given port.
package berths

import (
	"net/http"
	"time"

	"github.com/labstack/echo/v4"
	"gorm.io/gorm"
)

type BerthBooking struct {
	VesselIMO string    `json:"vessel_imo"`
	PortCode  string    `json:"port_code"`
	Arrival   time.Time `json:"arrival"`
}

type BookingLookup struct {
	IMO  string `query:"imo"`
	Port string `query:"port"`
}

type BookingRepository interface {
	ForVessel(l BookingLookup) ([]BerthBooking, error)
}

type gormBookingRepository struct{ db *gorm.DB }

func NewBookingRepository(db *gorm.DB) BookingRepository {
	return &gormBookingRepository{db: db}
}

func (r *gormBookingRepository) ForVessel(l BookingLookup) ([]BerthBooking, error) {
	var out []BerthBooking
	err := r.db.Where("vessel_imo = ? AND port_code = ?", l.IMO, l.Port).Order("arrival").Find(&out).Error
	return out, err
}

type BookingService struct{ repo BookingRepository }

func (s *BookingService) Upcoming(l BookingLookup) ([]BerthBooking, error) {
	all, err := s.repo.ForVessel(l)
	if err != nil {
		return nil, err
	}
	upcoming := all[:0]
	for _, b := range all {
		if b.Arrival.After(time.Now()) {
			upcoming = append(upcoming, b)
		}
	}
	return upcoming, nil
}

func RegisterBookingRoutes(e *echo.Echo, svc *BookingService) {
	e.GET("/bookings", func(c echo.Context) error {
		var l BookingLookup
		if err := c.Bind(&l); err != nil || l.IMO == "" {
			return echo.NewHTTPError(http.StatusBadRequest, "imo and port required")
		}
		res, err := svc.Upcoming(l)
		if err != nil {
			return echo.NewHTTPError(http.StatusInternalServerError, "lookup failed")
		}
		return c.JSON(http.StatusOK, res)
	})
}
