// Gin + GORM endpoint for searching published blog posts by title keyword.
package blog

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"
)

type Post struct {
	ID        uint
	Title     string
	Slug      string
	Published bool
}

type SearchService struct {
	db *gorm.DB
}

func NewSearchService(db *gorm.DB) *SearchService { return &SearchService{db: db} }

func (s *SearchService) byTitle(term string, limit int) ([]Post, error) {
	var posts []Post
	err := s.db.Where("published = ?", true).
		Where("title ILIKE ?", "%"+term+"%").
		Order("id desc").Limit(limit).Find(&posts).Error
	return posts, err
}

func (s *SearchService) Handle(c *gin.Context) {
	term := strings.TrimSpace(c.Query("q"))
	if term == "" {
		c.JSON(http.StatusOK, []Post{})
		return
	}
	limit, err := strconv.Atoi(c.DefaultQuery("limit", "20"))
	if err != nil || limit <= 0 || limit > 100 {
		limit = 20
	}
	posts, err := s.byTitle(term, limit)
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "search failed"})
		return
	}
	c.JSON(http.StatusOK, posts)
}
