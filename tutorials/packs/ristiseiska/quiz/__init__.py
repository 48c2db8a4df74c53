"""The ristiseiska quiz: which layout game is it, the rules, then "can this card be played now?"."""

from tutorials.packs.ristiseiska.quiz import game_of, rules_facts, situations
from tutorials.quiz.model import Group
from tutorials.quiz.rounds import Quiz

QUIZ = Quiz(
    name="ristiseiska",
    bank={Group.GAME_OF: game_of.QUESTIONS, Group.RULES: rules_facts.QUESTIONS},
    situations=situations,
)
