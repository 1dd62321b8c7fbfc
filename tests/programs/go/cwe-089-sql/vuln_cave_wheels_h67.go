// A cave wheels program of the h67 set (cwe-089-sql).
// cheese affineurs: list wheels maturing in a cave, ordered for the turning round
package main

import (
	"fmt"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/jmoiron/sqlx"
	_ "github.com/lib/pq"
)

type CaveURI struct {
	CaveID int `uri:"cave" binding:"required,min=1"`
}

type WheelListQuery struct {
	Sort  string `form:"sort" binding:"omitempty,max=32"`
	Limit int    `form:"limit" binding:"omitempty,min=1,max=200"`
}

type Wheel struct {
	ID         int64     `db:"id" json:"id"`
	Style      string    `db:"style" json:"style"`
	MadeOn     time.Time `db:"made_on" json:"made_on"`
	WeightKg   float64   `db:"weight_kg" json:"weight_kg"`
	LastTurned time.Time `db:"last_turned" json:"last_turned"`
}

type WheelRepository struct {
	db *sqlx.DB
}

func NewWheelRepository(db *sqlx.DB) *WheelRepository {
	return &WheelRepository{db: db}
}

func (r *WheelRepository) ListByCave(caveID int, sort string, limit int) ([]Wheel, error) {
	if sort == "" {
		sort = "last_turned"
	}
	if limit == 0 {
		limit = 50
	}
	query := fmt.Sprintf(`SELECT id, style, made_on, weight_kg, last_turned
		FROM wheels
		WHERE cave_id = $1 AND sold_at IS NULL
		ORDER BY %s
		LIMIT $2`, sort)

	var wheels []Wheel
	if err := r.db.Select(&wheels, query, caveID, limit); err != nil {
		return nil, err
	}
	return wheels, nil
}

type WheelHandler struct {
	repo *WheelRepository
}

func NewWheelHandler(repo *WheelRepository) *WheelHandler {
	return &WheelHandler{repo: repo}
}

func (h *WheelHandler) List(c *gin.Context) {
	var cave CaveURI
	if err := c.ShouldBindUri(&cave); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	var q WheelListQuery
	if err := c.ShouldBindQuery(&q); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}

	wheels, err := h.repo.ListByCave(cave.CaveID, q.Sort, q.Limit)
	if err != nil {
		log.Printf("list wheels for cave %d: %v", cave.CaveID, err)
		c.JSON(http.StatusInternalServerError, gin.H{"error": "could not load wheels"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"cave": cave.CaveID, "wheels": wheels})
}

func main() {
	db, err := sqlx.Connect("postgres", os.Getenv("CAVES_DATABASE_URL"))
	if err != nil {
		log.Fatalf("connect: %v", err)
	}
	defer db.Close()

	h := NewWheelHandler(NewWheelRepository(db))

	r := gin.Default()
	r.GET("/caves/:cave/wheels", h.List)
	log.Fatal(r.Run(":8086"))
}
