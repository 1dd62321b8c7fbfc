// A booking search program of the h67 set (cwe-089-sql).
// canal boat hire: search upcoming narrowboat bookings by boat name for the hire desk
package main

import (
	"fmt"
	"net/http"
	"os"
	"time"

	"github.com/go-playground/validator/v10"
	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
	"gorm.io/driver/postgres"
	"gorm.io/gorm"
)

type Booking struct {
	ID       uint      `gorm:"primaryKey" json:"id"`
	BoatName string    `json:"boat_name"`
	Customer string    `json:"customer"`
	Marina   string    `json:"marina"`
	StartsOn time.Time `json:"starts_on"`
	Nights   int       `json:"nights"`
}

type BookingSearch struct {
	Boat   string `query:"boat" validate:"required,max=50"`
	Marina string `query:"marina" validate:"omitempty,oneof=braunston foxton llangollen skipton"`
}

type BookingRepository struct {
	db *gorm.DB
}

func NewBookingRepository(db *gorm.DB) *BookingRepository {
	return &BookingRepository{db: db}
}

func (r *BookingRepository) Upcoming(boat, marina string) ([]Booking, error) {
	q := r.db.Model(&Booking{}).
		Where(fmt.Sprintf("boat_name ILIKE '%%%s%%'", boat)).
		Where("starts_on >= ?", time.Now().Truncate(24*time.Hour))
	if marina != "" {
		q = q.Where("marina = ?", marina)
	}
	var out []Booking
	err := q.Order("starts_on").Limit(100).Find(&out).Error
	return out, err
}

type BookingHandler struct {
	repo *BookingRepository
}

func NewBookingHandler(repo *BookingRepository) *BookingHandler {
	return &BookingHandler{repo: repo}
}

func (h *BookingHandler) Search(c echo.Context) error {
	var s BookingSearch
	if err := c.Bind(&s); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, err.Error())
	}
	if err := c.Validate(&s); err != nil {
		return echo.NewHTTPError(http.StatusUnprocessableEntity, err.Error())
	}
	bookings, err := h.repo.Upcoming(s.Boat, s.Marina)
	if err != nil {
		c.Logger().Errorf("booking search: %v", err)
		return echo.NewHTTPError(http.StatusInternalServerError, "search failed")
	}
	return c.JSON(http.StatusOK, bookings)
}

type structValidator struct {
	v *validator.Validate
}

func (sv *structValidator) Validate(i interface{}) error {
	return sv.v.Struct(i)
}

func main() {
	db, err := gorm.Open(postgres.Open(os.Getenv("HIRE_DB_DSN")), &gorm.Config{})
	if err != nil {
		panic(err)
	}

	e := echo.New()
	e.Validator = &structValidator{v: validator.New()}
	e.Use(middleware.Logger(), middleware.Recover())

	h := NewBookingHandler(NewBookingRepository(db))
	e.GET("/desk/bookings", h.Search)

	e.Logger.Fatal(e.Start(":8087"))
}
